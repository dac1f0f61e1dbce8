/** Every import.meta.env read lives here (Jest maps #env to env.jest.ts). */
export const env = {
  graphqlHttpUrl: "/graphql",
  graphqlWsUrl: () => `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`,
  mapsApiKey: (import.meta.env.VITE_MAPS_API_KEY as string | undefined) || undefined,
  dev: import.meta.env.DEV,
};
