// The web app's lint rules, run by `make lint` with warnings as errors (`npm run lint`).
//
// Besides TypeScript and React hooks rules, this file holds the app's shape:
// - imports flow one way: shared code -> features -> routes -> the top (islands, root.tsx, routes.ts);
// - a feature imports another feature only where a dependency below says why;
// - no import cycles anywhere in app/ (import-x/no-cycle follows value imports: an `import type` is erased
//   by TypeScript, so a cycle through one is harmless, and the layers still forbid it across layers).
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Shared code: imports only other shared code. */
const SHARED = ["lib", "components", "i18n", "content", "assets", "styles"];

/**
 * The cross-feature dependencies that are part of the design; every other feature-to-feature import is
 * an error. Key: the importing feature; value: the features it may use.
 */
const FEATURE_USES = {
  // The admin's post list is the darshan feed's back office: it shows posts with the feed's formatting
  // and icons and checks edits with the same rules as the upload form; every admin call is authenticated.
  "admin-posts": ["auth", "darshan"],
  // Settings are saved with the administrator's session, their translations edited with the editors' shared
  // language choice and side-by-side fields.
  "admin-settings": ["auth", "admin-content"],
  // The priest's inbox shows bookings with the devotee's page's types, vocabulary, formatting and
  // timeline labels; every admin call is authenticated.
  "admin-orders": ["auth", "bookings"],
  // Administrators are managed with the administrator's session, and shown as the session's user type.
  "admin-users": ["auth"],
  // The editors' shared pieces (drafts, history, preview) call the API with the session and write
  // dates as the darshan admin does.
  "admin-content": ["auth", "darshan"],
  // The page editors use the shared draft, history and preview, and save with the session.
  "admin-pages": ["auth", "admin-content"],
  // The photo screen uploads and edits with the administrator's session, and checks a short video as the
  // darshan upload form does (the same limit and message).
  "admin-photos": ["auth", "darshan"],
  // The catalogue editor writes the description with the darshan posts' rich-text editor, and uses the
  // shared draft, history and preview; every call is authenticated.
  "admin-rituals": ["auth", "admin-posts", "admin-content"],
};

const sharedElement = { element: { type: "shared" } };

export default defineConfig(
  { ignores: ["build/", ".react-router/", "node_modules/", "playwright-report/", "test-results/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // A leading underscore marks a parameter a signature needs but the body does not use.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**", "*.config.{js,ts}", "e2e/**", "bench/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      // import-x reads TypeScript files with typescript-eslint's parser and resolves `@/` through tsconfig;
      // boundaries resolves through the "import/resolver" setting.
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/files": [
        { category: "test", pattern: "**/*.test.{ts,tsx}" },
        // Helpers of tests: test-support.ts, test-fixtures.ts, test-viewport.ts.
        { category: "test-helper", pattern: "**/test-*.{ts,tsx}" },
        { category: "css-module", pattern: "**/*.module.css" },
        { category: "code", pattern: "**/*" },
      ],
      "boundaries/elements": [
        { type: "shared", partialMatch: false, pattern: `app/{${SHARED.join(",")}}/**`, capture: ["layer"] },
        { type: "feature", partialMatch: false, pattern: "app/features/*/**", capture: ["feature"] },
        { type: "route", partialMatch: false, pattern: "app/routes/**" },
        { type: "top", partialMatch: false, pattern: "app/islands/**" },
        // Server-rendered pages, thin like routes (app/route-manifest.ts says which is which).
        { type: "route", partialMatch: false, pattern: "app/pages/**" },
        // root.tsx, routes.ts, the route manifest, the render entry: the files right in app/.
        { type: "top", partialMatch: false, pattern: "app" },
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "boundaries/no-unknown-files": "error",
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          // Files of one element are checked too: a route imports no other route, nothing imports a test.
          checkInternals: true,
          policies: [
            { from: sharedElement, allow: { to: sharedElement } },
            {
              from: { element: { type: "feature" } },
              allow: {
                to: [
                  sharedElement,
                  { element: { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } } },
                ],
              },
            },
            ...Object.entries(FEATURE_USES).map(([feature, uses]) => ({
              from: { element: { type: "feature", captured: { feature } } },
              allow: { to: { element: { type: "feature", captured: { feature: uses } } } },
            })),
            // Routes are thin and never imported: a route reaches into app/routes/ only for its CSS module,
            // and a route's test for the route it tests.
            {
              from: { element: { type: "route" } },
              allow: {
                to: [
                  sharedElement,
                  { element: { type: "feature" } },
                  { element: { type: "route" }, file: { categories: "css-module" } },
                ],
              },
            },
            {
              from: { element: { type: "route" }, file: { categories: "test" } },
              allow: { to: { element: { type: "route" } } },
            },
            {
              from: { element: { type: "top" } },
              allow: { to: [sharedElement, { element: { type: "feature" } }, { element: { type: "top" } }] },
            },
            // Tests and their helpers (test-support.ts, test-fixtures.ts, …) never reach the app's bundles.
            {
              from: { file: { categories: { noneOf: ["test", "test-helper"] } } },
              disallow: { to: { file: { categories: { anyOf: ["test", "test-helper"] } } } },
            },
          ],
        },
      ],
    },
  },
);
