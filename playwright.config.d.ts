export declare const E2E_ADMIN: {
    email: string;
    password: string;
};
/** The shop's secret in the browser tests: a story makes the signed link an e-mail would carry. */
export declare const E2E_APP_SECRET = "e2e-only-app-secret-0123456789abcdef";
/** Browser tests in the system Chromium against `npm start` on a fresh embedded database. */
declare const _default: import("playwright/test").PlaywrightTestConfig<{}, {}>;
export default _default;
