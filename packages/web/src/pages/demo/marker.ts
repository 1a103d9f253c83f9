/**
 * Markers of the /demo section. Both are rendered by DemoSection, so a bundle that holds the
 * demo holds them; productionBuild.test.ts checks the production build holds neither.
 */
/** Shown as the section's title. */
export const DEMO_MARKER = '组件演示（仅开发环境）';
/** An ASCII marker (a data attribute of the section), found whatever a bundler does to non-ASCII text. */
export const DEMO_BUILD_MARKER = 'salon-demo-section--dev-build-only';
