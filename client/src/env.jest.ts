export const env = {
  graphqlHttpUrl: "http://localhost/graphql",
  graphqlWsUrl: () => "ws://localhost/graphql",
  mapsApiKey: undefined as string | undefined,
  dev: false,
};
