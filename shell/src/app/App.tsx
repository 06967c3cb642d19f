import { Provider as StateProvider, type createStore } from 'jotai';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@agency/site-kit/global-style';
import { siteTheme } from '@agency/site-kit/theme';
import { SiteErrorBoundary } from '../errors/SiteErrorBoundary';
import { SiteRoutes } from './routes';
import { SiteServicesProvider, type SiteServices } from './site-services';

export interface AppProps {
  services: SiteServices;
  store: ReturnType<typeof createStore>;
}

export function App({ services, store }: AppProps) {
  return (
    <StateProvider store={store}>
      <ThemeProvider theme={siteTheme}>
        <GlobalStyle />
        <SiteErrorBoundary>
          <SiteServicesProvider services={services}>
            <BrowserRouter>
              <SiteRoutes />
            </BrowserRouter>
          </SiteServicesProvider>
        </SiteErrorBoundary>
      </ThemeProvider>
    </StateProvider>
  );
}
