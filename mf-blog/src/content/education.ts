import type { EducationArticle } from './model';

import alcoholImg from '../assets/blog/alcohol.svg';
import anxietyImg from '../assets/blog/anxiety.svg';
import diabetesImg from '../assets/blog/diabetes.svg';
import familyImg from '../assets/blog/family.svg';
import heartImg from '../assets/blog/heart.svg';
import matRecoveryImg from '../assets/blog/mat-recovery.svg';
import mentalHealthImg from '../assets/blog/mental-health.svg';
import naloxoneImg from '../assets/blog/naloxone.svg';

/** Curated external education pages, listed under the Education category. */
export const educationArticles: EducationArticle[] = [
  {
    title: 'Opioids',
    description:
      'NIDA’s overview of opioids, including how they affect the brain, opioid use disorder, ' +
      'overdose and evidence-based treatment.',
    url: 'https://nida.nih.gov/research-topics/opioids',
    source: 'NIDA',
    img: matRecoveryImg,
    imgAlt: 'Illustration of a person at the top of a staircase beside a capsule and a plant',
    tags: ['opioids', 'addiction', 'treatment'],
  },
  {
    title: 'Naloxone DrugFacts',
    description:
      'Explains how naloxone reverses an opioid overdose, the forms it comes in and how ' +
      'friends, family and bystanders can use it.',
    url: 'https://nida.nih.gov/publications/drugfacts/naloxone',
    source: 'NIDA',
    img: naloxoneImg,
    imgAlt: 'Illustration of a naloxone nasal spray device next to a first aid kit',
    tags: ['naloxone', 'overdose', 'harm reduction'],
  },
  {
    title: '988 Suicide & Crisis Lifeline',
    description:
      'How to reach the 988 Lifeline, which offers free, confidential support by call, text or ' +
      'chat, 24 hours a day, for anyone in a mental health or substance use crisis.',
    url: 'https://www.samhsa.gov/find-help/988',
    source: 'SAMHSA',
    img: familyImg,
    imgAlt: 'Illustration of two adults and a child standing together under a heart',
    tags: ['crisis', 'mental health', 'suicide prevention'],
  },
  {
    title: 'Depression',
    description:
      'NIMH’s guide to depression: its signs and symptoms, risk factors, treatments and ' +
      'therapies, and how to find help.',
    url: 'https://www.nimh.nih.gov/health/topics/depression',
    source: 'NIMH',
    img: mentalHealthImg,
    imgAlt: 'Illustration of a head in profile with a heart and leaves inside',
    tags: ['depression', 'mental health', 'treatment'],
  },
  {
    title: 'Anxiety Disorders',
    description:
      'NIMH’s overview of generalized anxiety disorder, panic disorder, social anxiety disorder ' +
      'and related conditions, with their symptoms and treatments.',
    url: 'https://www.nimh.nih.gov/health/topics/anxiety-disorders',
    source: 'NIMH',
    img: anxietyImg,
    imgAlt: 'Illustration of a jagged line softening into a calm wave',
    tags: ['anxiety', 'mental health'],
  },
  {
    title: 'Rethinking Drinking',
    description:
      'NIAAA’s site for adults who want to look at their drinking habits, learn how alcohol ' +
      'affects health, and find tips and support for cutting back.',
    url: 'https://www.rethinkingdrinking.niaaa.nih.gov/',
    source: 'NIAAA',
    img: alcoholImg,
    imgAlt: 'Illustration of a glass of wine beside a glass of sparkling water',
    tags: ['alcohol', 'prevention'],
  },
  {
    title: 'About High Blood Pressure',
    description:
      'CDC’s introduction to high blood pressure, a common condition that usually has no ' +
      'warning signs, and to its risks and prevention.',
    url: 'https://www.cdc.gov/high-blood-pressure/about/index.html',
    source: 'CDC',
    img: heartImg,
    imgAlt: 'Illustration of a heart with a pulse line and a blood pressure gauge',
    tags: ['blood pressure', 'heart health', 'prevention'],
  },
  {
    title: 'What Is the National Diabetes Prevention Program?',
    description:
      'Describes the CDC-led lifestyle change program that helps people with prediabetes eat ' +
      'healthier, get more active and lower their risk of type 2 diabetes.',
    url: 'https://www.cdc.gov/diabetes-prevention/programs/what-is-the-national-dpp.html',
    source: 'CDC',
    img: diabetesImg,
    imgAlt: 'Illustration of a blood glucose meter and a drop of blood',
    tags: ['diabetes', 'prevention', 'nutrition'],
  },
];
