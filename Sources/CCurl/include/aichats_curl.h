#ifndef AICHATS_CURL_H
#define AICHATS_CURL_H

/*
 * libcurl's easy interface, loaded at run time: libcurl.so.4 is opened with dlopen on first use,
 * so that building needs no libcurl development files (curl/curl.h, libcurl.so). Only what the
 * network helper uses is declared, with libcurl's own names and numbers, which its ABI keeps
 * stable (include/curl/curl.h). curl_easy_setopt and curl_easy_getinfo are variadic: they are
 * called only from here, through functions of one fixed type each. aichats-http's Curl/ folder
 * is the Swift face. See docs/architecture.md, "The network helper".
 */

#include <stddef.h>
#include <stdint.h>

/* Opens libcurl.so.4 and initialises it, once for the process. NULL when it is ready, else why
 * not (dlerror's text, or the missing function), the same text on every later call. */
const char *aichats_curl_load(void);

/* A body or header callback: `size` × `count` bytes at `data`; returning another number than
 * their count aborts the transfer (CURLE_WRITE_ERROR). */
typedef size_t (*aichats_curl_data_function)(char *data, size_t size, size_t count, void *context);

/* The progress callback, at least about once a second while a transfer waits; non-zero aborts
 * it (CURLE_ABORTED_BY_CALLBACK). */
typedef int (*aichats_curl_progress_function)(
    void *context, int64_t download_total, int64_t downloaded, int64_t upload_total, int64_t uploaded);

/* These call libcurl's function of the same name; aichats_curl_load must have returned NULL. */
void *aichats_curl_easy_init(void);
void aichats_curl_easy_cleanup(void *easy);
int aichats_curl_easy_perform(void *easy);
const char *aichats_curl_easy_strerror(int code);
void *aichats_curl_slist_append(void *list, const char *line);
void aichats_curl_slist_free_all(void *list);

/* curl_easy_setopt with a long, a pointer (a string, a list, a buffer, a callback's context), a
 * curl_off_t, or a callback. Returns libcurl's CURLcode. */
int aichats_curl_setopt_long(void *easy, int option, long value);
int aichats_curl_setopt_pointer(void *easy, int option, const void *value);
int aichats_curl_setopt_offset(void *easy, int option, int64_t value);
int aichats_curl_setopt_data_function(void *easy, int option, aichats_curl_data_function function);
int aichats_curl_setopt_progress_function(void *easy, int option, aichats_curl_progress_function function);

/* curl_easy_getinfo for a long or a string (owned by the handle). Returns libcurl's CURLcode. */
int aichats_curl_getinfo_long(void *easy, int info, long *value);
int aichats_curl_getinfo_string(void *easy, int info, const char **value);

/* Options (CURLOPT_*): a long, 10000 + n a pointer, 20000 + n a callback, 30000 + n a curl_off_t. */
#define CURLOPT_WRITEDATA 10001
#define CURLOPT_URL 10002
#define CURLOPT_ERRORBUFFER 10010
#define CURLOPT_WRITEFUNCTION 20011
#define CURLOPT_POSTFIELDS 10015
#define CURLOPT_HTTPHEADER 10023
#define CURLOPT_HEADERDATA 10029
#define CURLOPT_CUSTOMREQUEST 10036
#define CURLOPT_NOPROGRESS 43
#define CURLOPT_FOLLOWLOCATION 52
#define CURLOPT_XFERINFODATA 10057
#define CURLOPT_MAXREDIRS 68
#define CURLOPT_HEADERFUNCTION 20079
#define CURLOPT_NOSIGNAL 99
#define CURLOPT_ACCEPT_ENCODING 10102
#define CURLOPT_POSTFIELDSIZE_LARGE 30120
#define CURLOPT_CONNECTTIMEOUT_MS 156
#define CURLOPT_NOPROXY 10177
#define CURLOPT_CAINFO 10065
#define CURLOPT_PROTOCOLS 181
#define CURLOPT_REDIR_PROTOCOLS 182
#define CURLOPT_XFERINFOFUNCTION 20219
/* libcurl 7.85 and later; older ones answer CURLE_UNKNOWN_OPTION. */
#define CURLOPT_PROTOCOLS_STR 10318
#define CURLOPT_REDIR_PROTOCOLS_STR 10319

/* The bit mask of CURLOPT_PROTOCOLS and CURLOPT_REDIR_PROTOCOLS. */
#define CURLPROTO_HTTP 1
#define CURLPROTO_HTTPS 2

/* Information (CURLINFO_*): 0x100000 + n a string, 0x200000 + n a long. */
#define CURLINFO_EFFECTIVE_URL 0x100001
#define CURLINFO_RESPONSE_CODE 0x200002
#define CURLINFO_OS_ERRNO 0x200019
/* How many connections were made (successful ones only). */
#define CURLINFO_NUM_CONNECTS 0x20001A

/* Results (CURLcode). */
#define CURLE_OK 0
#define CURLE_UNSUPPORTED_PROTOCOL 1
#define CURLE_URL_MALFORMAT 3
#define CURLE_COULDNT_RESOLVE_PROXY 5
#define CURLE_COULDNT_RESOLVE_HOST 6
#define CURLE_COULDNT_CONNECT 7
#define CURLE_WEIRD_SERVER_REPLY 8
#define CURLE_HTTP2 16
#define CURLE_PARTIAL_FILE 18
#define CURLE_OPERATION_TIMEDOUT 28
#define CURLE_SSL_CONNECT_ERROR 35
#define CURLE_TOO_MANY_REDIRECTS 47
#define CURLE_UNKNOWN_OPTION 48
#define CURLE_GOT_NOTHING 52
#define CURLE_SEND_ERROR 55
#define CURLE_RECV_ERROR 56
#define CURLE_PEER_FAILED_VERIFICATION 60
#define CURLE_SSL_CACERT_BADFILE 77
#define CURLE_BAD_CONTENT_ENCODING 61
#define CURLE_HTTP2_STREAM 92

/* The size of the buffer CURLOPT_ERRORBUFFER takes. */
#define CURL_ERROR_SIZE 256

#endif
