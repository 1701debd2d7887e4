// Opens libpq on first use and defines the libpq functions seek calls (see libpq_loader.c and
// CLibpq's shim.h for why libpq is not linked).
#ifndef SEEK_CLIBPQ_LOADER_H
#define SEEK_CLIBPQ_LOADER_H

/// Opens libpq.so.5 and finds the functions seek uses, once; 1 when they are all there, else 0
/// (then `seek_libpq_load_error` says why). Safe to call from any thread.
int seek_libpq_load(void);

/// Why `seek_libpq_load` failed, or NULL.
const char *seek_libpq_load_error(void);

#endif
