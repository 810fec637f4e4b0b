// Imported first by a server's bin, before any zod schema exists (the bin then loads the server with `import()`).
//
// zod compiles a parser for each object schema (`new Function`) on its first parse. A server start parses most of
// its schemas (the SDK's protocol, the config) once, so compiling costs more than it saves: measured 1-2% of the
// time to the first tools/list answer (midnight apps, 11 interleaved runs). Schemas built after this line parse
// without compiling; the results and errors are the same.
import module from 'node:module';
import { config } from 'zod/v4/core';

config({ jitless: true });

// Most of a cold start is V8 compiling the modules' source (the SDK, zod, ours). Node 22.1+ can keep that code on
// disk between starts (checked against each file's content; NODE_DISABLE_COMPILE_CACHE=1 turns it off); Node 20 has
// no such cache and skips this. It covers the modules loaded after this line: the bin imports the server next.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
