// libpq, PostgreSQL's reference client library, for Swift.
//
// Why a shim: Debian installs the header under postgresql/, which is not on the default include
// path, and pg_config's flags cannot be named in a module map; the full path keeps the build free
// of pkg-config and its flags.
#ifndef SEEK_CLIBPQ_SHIM_H
#define SEEK_CLIBPQ_SHIM_H

#include "/usr/include/postgresql/libpq-fe.h"

#endif
