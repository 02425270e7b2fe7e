// Tailwind CSS v4 through PostCSS; it minifies the output itself in production builds.
module.exports = (api) => ({
  plugins: {
    '@tailwindcss/postcss': { optimize: api.mode === 'production' ? { minify: true } : false },
  },
});
