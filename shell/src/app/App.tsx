import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { Layout } from '../features/layout/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { BlogArea, CareersArea, TeamArea } from './RemoteRoutes';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="blog/*" element={<BlogArea />} />
        <Route path="ourteam/*" element={<TeamArea />} />
        <Route path="career" element={<CareersArea />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
