// Global styles first, so that component modules (loaded through the router) override them.
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HealthGate } from './features/health/components/HealthGate';
import { createQueryClient } from './lib/query-client';
import { router } from './router';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element to render Abhyas into.');
}

const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HealthGate>
        <RouterProvider router={router} />
      </HealthGate>
    </QueryClientProvider>
  </StrictMode>,
);
