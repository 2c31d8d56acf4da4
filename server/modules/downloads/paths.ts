/** Where the downloads module's plain HTTP routes live, and how long its links hold. */
export const BUNDLE_ZIP_PATH = '/api/downloads/bundles';
export const CERTIFICATE_PATH = '/api/downloads/certificates';
/** Signed file and ZIP URLs: long enough to start a download, short enough that a shared link dies quickly. */
export const SIGNED_URL_SECONDS = 300;
/** Certificate links sit on the downloads page a while before they are clicked. */
export const CERTIFICATE_LINK_SECONDS = 3600;
