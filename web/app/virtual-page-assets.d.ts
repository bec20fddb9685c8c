declare module "virtual:page-assets" {
  const assets: import("./renderer").PageAssets;
  export default assets;
}
