/* libcurl through dlopen: see include/aichats_curl.h. The function pointers are written once,
 * under pthread_once, before any transfer can use them. */

#include "aichats_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/* CURL_GLOBAL_DEFAULT: the SSL and Win32 parts, as libcurl's easy_init would do itself. */
#define GLOBAL_DEFAULT 3

static struct {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *easy);
    int (*easy_perform)(void *easy);
    const char *(*easy_strerror)(int code);
    int (*easy_setopt)(void *easy, int option, ...);
    int (*easy_getinfo)(void *easy, int info, ...);
    void *(*slist_append)(void *list, const char *line);
    void (*slist_free_all)(void *list);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure;
static char failure_text[512];

/* Finds `name` in `library`; on failure says which function is missing. */
static void *find(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (!symbol && !load_failure) {
        snprintf(failure_text, sizeof failure_text, "it has no function %s", name);
        load_failure = failure_text;
    }
    return symbol;
}

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        snprintf(failure_text, sizeof failure_text, "%s", why ? why : "dlopen failed");
        load_failure = failure_text;
        return;
    }
    *(void **)&curl.global_init = find(library, "curl_global_init");
    *(void **)&curl.easy_init = find(library, "curl_easy_init");
    *(void **)&curl.easy_cleanup = find(library, "curl_easy_cleanup");
    *(void **)&curl.easy_perform = find(library, "curl_easy_perform");
    *(void **)&curl.easy_strerror = find(library, "curl_easy_strerror");
    *(void **)&curl.easy_setopt = find(library, "curl_easy_setopt");
    *(void **)&curl.easy_getinfo = find(library, "curl_easy_getinfo");
    *(void **)&curl.slist_append = find(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = find(library, "curl_slist_free_all");
    if (load_failure) return;
    int code = curl.global_init(GLOBAL_DEFAULT);
    if (code != 0) {
        snprintf(failure_text, sizeof failure_text, "curl_global_init failed (%d)", code);
        load_failure = failure_text;
    }
}

const char *aichats_curl_load(void) {
    pthread_once(&load_once, load);
    return load_failure;
}

void *aichats_curl_easy_init(void) { return curl.easy_init(); }

void aichats_curl_easy_cleanup(void *easy) { curl.easy_cleanup(easy); }

int aichats_curl_easy_perform(void *easy) { return curl.easy_perform(easy); }

const char *aichats_curl_easy_strerror(int code) { return curl.easy_strerror(code); }

void *aichats_curl_slist_append(void *list, const char *line) { return curl.slist_append(list, line); }

void aichats_curl_slist_free_all(void *list) { curl.slist_free_all(list); }

int aichats_curl_setopt_long(void *easy, int option, long value) { return curl.easy_setopt(easy, option, value); }

int aichats_curl_setopt_pointer(void *easy, int option, const void *value) {
    return curl.easy_setopt(easy, option, value);
}

int aichats_curl_setopt_offset(void *easy, int option, int64_t value) {
    /* curl_off_t is int64_t on the 64-bit Linux systems aichats runs on. */
    return curl.easy_setopt(easy, option, value);
}

int aichats_curl_setopt_data_function(void *easy, int option, aichats_curl_data_function function) {
    return curl.easy_setopt(easy, option, function);
}

int aichats_curl_setopt_progress_function(void *easy, int option, aichats_curl_progress_function function) {
    return curl.easy_setopt(easy, option, function);
}

int aichats_curl_getinfo_long(void *easy, int info, long *value) { return curl.easy_getinfo(easy, info, value); }

int aichats_curl_getinfo_string(void *easy, int info, const char **value) {
    return curl.easy_getinfo(easy, info, value);
}
