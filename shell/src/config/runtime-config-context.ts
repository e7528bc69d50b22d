import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@practice/shared-types';
import { EMPTY_CONFIG } from './runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig>(EMPTY_CONFIG);

export const useRuntimeConfig = (): RuntimeConfig => useContext(RuntimeConfigContext);
