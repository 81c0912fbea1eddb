/**
 * A module downloaded on first use instead of in every first load (the table's and the dialog's code,
 * docs/performance.md): `load()` starts the download once and resolves when the module can render;
 * `loaded()` is the module once it has arrived, so that later renders need not suspend. The chart code
 * loads the same way (chartDrawing.ts).
 */
export function onFirstUse<Module>(download: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load(): Promise<Module> {
      loading ??= download().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed download is forgotten: the next use downloads again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: (): Module | undefined => loaded,
  };
}
