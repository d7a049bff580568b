// Types of lottie-web's ES light build, which the package ships without a declaration of its own:
// the same API as its main entry's.
declare module 'lottie-web/build/player/esm/lottie_light.min.js' {
  import lottie from 'lottie-web';
  export default lottie;
}
