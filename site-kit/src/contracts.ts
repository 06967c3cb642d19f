/**
 * The contracts that cross a federation boundary: the props of every module a
 * remote exposes, and the small values the shell hands to all of them.
 *
 * The shell imports these types to render a remote; a remote imports them to
 * type its exposed component. Only types live here (nothing of this file is
 * bundled), so a remote and the shell can be deployed independently as long as
 * these shapes hold. Change a shape only in a backward-compatible way (add
 * optional fields), because a deployed shell may meet an older or newer remote.
 * Besides types, only a few small constants live here.
 */

/** The agency's brand. Defined once in the shell (`shell/src/brand`). */
export interface SiteBrand {
  /** Agency name as written in prose, e.g. in the footer copyright line. */
  name: string;
  /** Product name; the About banner shows it in capitals after 'WELCOME'. */
  productName: string;
  /** The chat assistant's name ('{assistantName} is typing'). */
  assistantName: string;
  /** Public site origin used for canonical URLs and Open Graph tags. */
  siteUrl: string;
  /** Contact e-mail shown in the privacy policy and the contact flow. */
  contactEmail: string;
}

/** Fields of a custom analytics event (docs/product-rules.md §7: custom events carry arbitrary fields). */
export type TrackFields = Record<string, string | number | boolean | null>;

/**
 * Sends a custom analytics event. The shell gates it by cookie consent:
 * without analytics consent the call is dropped, so remotes may call it freely.
 */
export type Track = (event: string, fields?: TrackFields) => void;

/** What every exposed module receives. */
export interface RemoteBaseProps {
  brand: SiteBrand;
  track: Track;
}

/** Names of the shell's loading flags (docs/product-rules.md §3 App UI state `loadingState`). */
export type LoadingKey = 'loading1' | 'loading2';

// ---------------------------------------------------------------- marketing

/** `marketing/Home` */
export interface HomeProps extends RemoteBaseProps {
  /** Opens the start-project form ('Get A Free Quote Now!', 'Get in touch'). */
  onStartProject: () => void;
}

/** `marketing/About` */
export type AboutProps = RemoteBaseProps;

/** `marketing/PrivacyPolicy` */
export interface PrivacyPolicyProps extends RemoteBaseProps {
  /** Days after which chats and leads are deleted (chat-server `RETENTION_DAYS`). */
  retentionDays: number;
  /** Reopens the cookie preferences dialog. */
  onOpenCookieSettings: () => void;
}

// ---------------------------------------------------------------- portfolio

/** `portfolio/Portfolio` */
export interface PortfolioProps extends RemoteBaseProps {
  /**
   * The `{portfolioItem}` segment of `/portfolio/{portfolioItem}`, when present.
   * The page then renders the label 'Portfolio Item' (docs/product-rules.md §2).
   */
  portfolioItem?: string;
}

// ------------------------------------------------------------------ contact

/** `contact/StartProject`: the start-project section and the contact popup. */
export interface StartProjectProps extends RemoteBaseProps {
  /** Contact popup state, owned by the shell (docs/product-rules.md §3 `cPopupState`). */
  isPopupOpen: boolean;
  onPopupOpenChange: (open: boolean) => void;
  /** Switches one of the shell's loading flags on or off around a call. */
  setLoading: (key: LoadingKey, on: boolean) => void;
  /** Base URL of chat-server's HTTP API; '' means the site origin. */
  apiBaseUrl: string;
}

// --------------------------------------------------------------------- chat

/** `chat/ChatWidget`: the floating launcher and chat window. */
export interface ChatWidgetProps extends RemoteBaseProps {
  /** Base URL of chat-server (HTTP and socket.io); '' means the site origin. */
  apiBaseUrl: string;
}

// -------------------------------------------------------------- first paint

/**
 * A page remote may publish a static first screen of a page next to its
 * manifest, at `first-paint/<Module>.html` (e.g. `first-paint/Home.html`): the
 * page's markup in its initial state with its own `<style>`, rendered at build
 * time. The site server inlines it into the page so the visitor sees the page
 * before any script has run; the shell keeps it until the remote renders.
 * Brand values are written as these tokens and filled in by the site server,
 * as is FIRST_PAINT_PUBLIC_PATH_TOKEN, the base URL of the remote's own files
 * without a trailing slash ('%REMOTE_PUBLIC_PATH%/assets/a.svg'), and the site
 * settings of FIRST_PAINT_SETTING_TOKENS. A token a page writes in capitals
 * (`brand.productName.toUpperCase()`) is filled with the value in capitals.
 */
export const FIRST_PAINT_BRAND_TOKENS: Record<keyof SiteBrand, string> = {
  name: '%BRAND_NAME%',
  // Mixed case, so that its capitals ('WELCOME VAULTLINE AI') are a token of their own.
  productName: '%Brand_Product_Name%',
  assistantName: '%BRAND_ASSISTANT_NAME%',
  // A URL, because pages build URLs from it (canonical links).
  siteUrl: 'https://brand-site-url.invalid',
  contactEmail: '%BRAND_CONTACT_EMAIL%',
};

export const FIRST_PAINT_PUBLIC_PATH_TOKEN = '%REMOTE_PUBLIC_PATH%';

/** Site settings a first screen shows (the privacy policy's retention period), filled in by the site server. */
export const FIRST_PAINT_SETTING_TOKENS = {
  retentionDays: '%RETENTION_DAYS%',
} as const;

export type FirstPaintSettings = Record<keyof typeof FIRST_PAINT_SETTING_TOKENS, number>;

/** The federation name and exposed modules of each remote. */
export const REMOTE_MODULES = {
  marketing: ['Home', 'About', 'PrivacyPolicy'],
  portfolio: ['Portfolio'],
  contact: ['StartProject'],
  chat: ['ChatWidget'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;
