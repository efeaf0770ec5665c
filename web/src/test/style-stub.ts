// Jest stand-in for CSS and font files: Vite turns them into URLs or styles, jsdom needs neither.
export default 'stub-asset';
