import { createContext, useContext, type ComponentPropsWithoutRef } from 'react';

const InsideMain = createContext(false);

/**
 * The page's one `<main>` landmark. A screen that can be drawn alone or inside a frame that has its main already
 * (the not-found screen on an unbuilt signed-in route) uses it too, and is then a plain block, not a second main.
 */
export function MainLandmark(props: ComponentPropsWithoutRef<'main'>) {
  const inside = useContext(InsideMain);
  if (inside) return <div {...props} />;
  return (
    <InsideMain.Provider value={true}>
      <main {...props} />
    </InsideMain.Provider>
  );
}
