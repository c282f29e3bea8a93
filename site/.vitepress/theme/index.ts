// The default VitePress theme, plus the live widgets that run the kit's own code on chapters 03, 06 and 07
// (src/widget-slots.ts puts each one under its chapter's picture), and a click that opens a picture full size.
import type { Theme } from "vitepress";
import DefaultTheme from "vitepress/theme";
import { h } from "vue";
import CutPointWidget from "../../src/widgets/CutPointWidget.vue";
import NavigationWidget from "../../src/widgets/NavigationWidget.vue";
import TreeWidget from "../../src/widgets/TreeWidget.vue";
import PictureZoom from "./PictureZoom.vue";
import "./widgets.css";

const theme: Theme = {
  extends: DefaultTheme,
  Layout: () => h(DefaultTheme.Layout, null, { "layout-bottom": () => h(PictureZoom) }),
  enhanceApp({ app }) {
    app.component("TreeWidget", TreeWidget);
    app.component("CutPointWidget", CutPointWidget);
    app.component("NavigationWidget", NavigationWidget);
  },
};

export default theme;
