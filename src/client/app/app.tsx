import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.js';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
