// TypeScript's view of a .vue file (vite compiles them; tsc only needs to know an import gives a component).
declare module "*.vue" {
  import type { DefineComponent } from "vue";

  const component: DefineComponent;
  export default component;
}
