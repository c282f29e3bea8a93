const _imports_17 = "/assets/10-zh.CSyjsuRg.png";
export {
  _imports_17 as _
};
