// Imported first by a server's bin, before any zod schema exists (the bin then loads the server with `import()`).
//
// zod compiles a parser for each object schema (`new Function`) on its first parse. A server start parses each of
// its many schemas (the SDK's protocol, the config, tool inputs) once or twice, so compiling costs more than it
// saves: about a tenth of the time to the first tools/list answer. Schemas built after this line parse without
// compiling; the results and errors are the same.
import { config } from 'zod/v4/core';

config({ jitless: true });
