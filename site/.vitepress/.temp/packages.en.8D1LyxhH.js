const _imports_0 = "/assets/packages.en.IyDQFBzK.svg";
export {
  _imports_0 as _
};
