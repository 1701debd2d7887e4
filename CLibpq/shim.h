// libpq, PostgreSQL's reference client library, for Swift: its API (types, constants and the
// functions' declarations). The module links nothing: the functions seek calls are defined by
// the CLibpqLoader target, which opens libpq.so.5 on first use, so that a run on files or
// pipes never loads libpq and its TLS, Kerberos and LDAP libraries (about 5 MB of resident
// memory, and a tenth of a short run's instructions spent in the dynamic linker).
//
// Why a shim: Debian installs the header under postgresql/, which is not on the default include
// path, and pg_config's flags cannot be named in a module map; the full path keeps the build free
// of pkg-config and its flags.
#ifndef SEEK_CLIBPQ_SHIM_H
#define SEEK_CLIBPQ_SHIM_H

#include "/usr/include/postgresql/libpq-fe.h"

#endif
