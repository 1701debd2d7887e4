// The libpq functions seek calls, resolved from libpq.so.5 on first use (see CLibpq's shim.h).
//
// Each function below has libpq's name and signature, so Swift code calls libpq through the
// CLibpq module as if it were linked. SeekDatabase calls seek_libpq_load() before its first
// connection and reports a missing library as an error; the functions themselves are only
// reached after a successful load.
#include "CLibpqLoader.h"
#include "/usr/include/postgresql/libpq-fe.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct {
    PGconn *(*connectdb)(const char *);
    PGconn *(*connectStart)(const char *);
    PGconn *(*connectStartParams)(const char *const *, const char *const *, int);
    PostgresPollingStatusType (*connectPoll)(PGconn *);
    PQconninfoOption *(*conninfo)(PGconn *);
    void (*conninfoFree)(PQconninfoOption *);
    PQnoticeReceiver (*setNoticeReceiver)(PGconn *, PQnoticeReceiver, void *);
    ConnStatusType (*status)(const PGconn *);
    char *(*host)(const PGconn *);
    char *(*hostaddr)(const PGconn *);
    char *(*port)(const PGconn *);
    void (*finish)(PGconn *);
    char *(*errorMessage)(const PGconn *);
    int (*connectionNeedsPassword)(const PGconn *);
    int (*setClientEncoding)(PGconn *, const char *);
    PGresult *(*execParams)(PGconn *, const char *, int, const Oid *, const char *const *, const int *, const int *, int);
    int (*sendQueryParams)(PGconn *, const char *, int, const Oid *, const char *const *, const int *, const int *, int);
    PGresult *(*getResult)(PGconn *);
    int (*consumeInput)(PGconn *);
    int (*isBusy)(PGconn *);
    int (*socket)(const PGconn *);
    ExecStatusType (*resultStatus)(const PGresult *);
    char *(*resultErrorMessage)(const PGresult *);
    char *(*resultErrorField)(const PGresult *, int);
    int (*ntuples)(const PGresult *);
    int (*nfields)(const PGresult *);
    char *(*fname)(const PGresult *, int);
    char *(*getvalue)(const PGresult *, int, int);
    int (*getisnull)(const PGresult *, int, int);
    void (*clear)(PGresult *);
    PGcancel *(*getCancel)(PGconn *);
    void (*freeCancel)(PGcancel *);
    int (*cancel)(PGcancel *, char *, int);
} library;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static const char *failure = NULL;

#define FIND(field, name)                                  \
    do {                                                   \
        *(void **)&library.field = dlsym(handle, name);    \
        if (library.field == NULL) {                       \
            failure = "libpq.so.5 lacks " name;            \
            return;                                        \
        }                                                  \
    } while (0)

static void load(void) {
    void *handle = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        failure = "cannot load libpq.so.5, PostgreSQL's client library (Debian: apt-get install libpq5)";
        return;
    }
    FIND(connectdb, "PQconnectdb");
    FIND(connectStart, "PQconnectStart");
    FIND(connectStartParams, "PQconnectStartParams");
    FIND(connectPoll, "PQconnectPoll");
    FIND(conninfo, "PQconninfo");
    FIND(conninfoFree, "PQconninfoFree");
    FIND(setNoticeReceiver, "PQsetNoticeReceiver");
    FIND(status, "PQstatus");
    FIND(host, "PQhost");
    FIND(hostaddr, "PQhostaddr");
    FIND(port, "PQport");
    FIND(finish, "PQfinish");
    FIND(errorMessage, "PQerrorMessage");
    FIND(connectionNeedsPassword, "PQconnectionNeedsPassword");
    FIND(setClientEncoding, "PQsetClientEncoding");
    FIND(execParams, "PQexecParams");
    FIND(sendQueryParams, "PQsendQueryParams");
    FIND(getResult, "PQgetResult");
    FIND(consumeInput, "PQconsumeInput");
    FIND(isBusy, "PQisBusy");
    FIND(socket, "PQsocket");
    FIND(resultStatus, "PQresultStatus");
    FIND(resultErrorMessage, "PQresultErrorMessage");
    FIND(resultErrorField, "PQresultErrorField");
    FIND(ntuples, "PQntuples");
    FIND(nfields, "PQnfields");
    FIND(fname, "PQfname");
    FIND(getvalue, "PQgetvalue");
    FIND(getisnull, "PQgetisnull");
    FIND(clear, "PQclear");
    FIND(getCancel, "PQgetCancel");
    FIND(freeCancel, "PQfreeCancel");
    FIND(cancel, "PQcancel");
    loaded = 1;
}

int seek_libpq_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *seek_libpq_load_error(void) {
    seek_libpq_load();
    return failure;
}

// Each call first makes sure the library is loaded: the callers check seek_libpq_load() before
// connecting, so past that point these pointers are set; pthread_once makes the check cheap.

PGconn *PQconnectdb(const char *conninfo) {
    return seek_libpq_load() ? library.connectdb(conninfo) : NULL;
}

PGconn *PQconnectStart(const char *conninfo) {
    return seek_libpq_load() ? library.connectStart(conninfo) : NULL;
}

PGconn *PQconnectStartParams(const char *const *keywords, const char *const *values, int expand_dbname) {
    return seek_libpq_load() ? library.connectStartParams(keywords, values, expand_dbname) : NULL;
}

PostgresPollingStatusType PQconnectPoll(PGconn *conn) {
    return seek_libpq_load() ? library.connectPoll(conn) : PGRES_POLLING_FAILED;
}

PQconninfoOption *PQconninfo(PGconn *conn) {
    return seek_libpq_load() ? library.conninfo(conn) : NULL;
}

void PQconninfoFree(PQconninfoOption *connOptions) {
    if (seek_libpq_load()) library.conninfoFree(connOptions);
}

PQnoticeReceiver PQsetNoticeReceiver(PGconn *conn, PQnoticeReceiver proc, void *arg) {
    return seek_libpq_load() ? library.setNoticeReceiver(conn, proc, arg) : NULL;
}

ConnStatusType PQstatus(const PGconn *conn) {
    return seek_libpq_load() ? library.status(conn) : CONNECTION_BAD;
}

char *PQhost(const PGconn *conn) {
    return seek_libpq_load() ? library.host(conn) : NULL;
}

char *PQhostaddr(const PGconn *conn) {
    return seek_libpq_load() ? library.hostaddr(conn) : NULL;
}

char *PQport(const PGconn *conn) {
    return seek_libpq_load() ? library.port(conn) : NULL;
}

void PQfinish(PGconn *conn) {
    if (seek_libpq_load()) library.finish(conn);
}

char *PQerrorMessage(const PGconn *conn) {
    return seek_libpq_load() ? library.errorMessage(conn) : (char *)failure;
}

int PQconnectionNeedsPassword(const PGconn *conn) {
    return seek_libpq_load() ? library.connectionNeedsPassword(conn) : 0;
}

int PQsetClientEncoding(PGconn *conn, const char *encoding) {
    return seek_libpq_load() ? library.setClientEncoding(conn, encoding) : -1;
}

PGresult *PQexecParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                       const char *const *paramValues, const int *paramLengths, const int *paramFormats,
                       int resultFormat) {
    if (!seek_libpq_load()) return NULL;
    return library.execParams(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat);
}

int PQsendQueryParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                      const char *const *paramValues, const int *paramLengths, const int *paramFormats,
                      int resultFormat) {
    if (!seek_libpq_load()) return 0;
    return library.sendQueryParams(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat);
}

PGresult *PQgetResult(PGconn *conn) {
    return seek_libpq_load() ? library.getResult(conn) : NULL;
}

int PQconsumeInput(PGconn *conn) {
    return seek_libpq_load() ? library.consumeInput(conn) : 0;
}

int PQisBusy(PGconn *conn) {
    return seek_libpq_load() ? library.isBusy(conn) : 0;
}

int PQsocket(const PGconn *conn) {
    return seek_libpq_load() ? library.socket(conn) : -1;
}

ExecStatusType PQresultStatus(const PGresult *res) {
    return seek_libpq_load() ? library.resultStatus(res) : PGRES_FATAL_ERROR;
}

char *PQresultErrorMessage(const PGresult *res) {
    return seek_libpq_load() ? library.resultErrorMessage(res) : (char *)failure;
}

char *PQresultErrorField(const PGresult *res, int fieldcode) {
    return seek_libpq_load() ? library.resultErrorField(res, fieldcode) : NULL;
}

int PQntuples(const PGresult *res) {
    return seek_libpq_load() ? library.ntuples(res) : 0;
}

int PQnfields(const PGresult *res) {
    return seek_libpq_load() ? library.nfields(res) : 0;
}

char *PQfname(const PGresult *res, int field_num) {
    return seek_libpq_load() ? library.fname(res, field_num) : NULL;
}

// A page's rows call these two for every value: they skip the check, as a result to read exists
// only once libpq was loaded (the load happened before the result was made and handed over).
// The check cost about 20 instructions a value, 24,000 a page of 200 rows of six columns.

char *PQgetvalue(const PGresult *res, int tup_num, int field_num) {
    return library.getvalue(res, tup_num, field_num);
}

int PQgetisnull(const PGresult *res, int tup_num, int field_num) {
    return library.getisnull(res, tup_num, field_num);
}

void PQclear(PGresult *res) {
    if (seek_libpq_load()) library.clear(res);
}

PGcancel *PQgetCancel(PGconn *conn) {
    return seek_libpq_load() ? library.getCancel(conn) : NULL;
}

void PQfreeCancel(PGcancel *cancel) {
    if (seek_libpq_load()) library.freeCancel(cancel);
}

int PQcancel(PGcancel *cancel, char *errbuf, int errbufsize) {
    return seek_libpq_load() ? library.cancel(cancel, errbuf, errbufsize) : 0;
}
