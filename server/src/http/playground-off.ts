/** GET /graphql in a browser when introspection is off (production by default): how to turn it on. */
export const PLAYGROUND_OFF = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GraphQL playground is off</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The GraphQL playground is off</h1>
<p>Introspection is disabled on this server (the default when <code>NODE_ENV=production</code>), so the playground cannot read the schema.</p>
<p>To enable it, start the server with <code>GRAPHQL_INTROSPECTION=true</code>. The API itself keeps working at <code>POST /graphql</code>.</p>
</body></html>
`;
