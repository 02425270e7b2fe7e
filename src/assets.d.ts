// Webpack emits imported SVGs as hashed files; the import is the file's public URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

// Stylesheets are extracted to their own file by the build.
declare module '*.css';
