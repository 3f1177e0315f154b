import CCurl
import Foundation

/// One libcurl easy handle and the memory its options point to (the header list, the body, the
/// error buffer), freed with it. Used on one thread: the one that performs the transfer.
final class CurlEasy {
    let handle: UnsafeMutableRawPointer
    private var headerList: UnsafeMutableRawPointer?
    private var body: UnsafeMutableRawBufferPointer?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))

    /// Nil when libcurl could not make a handle (out of memory).
    init?() {
        guard let handle = aichats_curl_easy_init() else { return nil }
        self.handle = handle
        errorBuffer.initialize(to: 0)
        set(CURLOPT_ERRORBUFFER, pointer: errorBuffer)
    }

    deinit {
        aichats_curl_easy_cleanup(handle)
        if let headerList { aichats_curl_slist_free_all(headerList) }
        body?.deallocate()
        errorBuffer.deallocate()
    }

    /// libcurl's own words for the failure: the error buffer, else the code's text.
    func message(for code: Int32) -> String {
        if errorBuffer.pointee != 0 { return String(cString: errorBuffer) }
        return aichats_curl_easy_strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    @discardableResult
    func set(_ option: Int32, _ value: Int) -> Int32 { aichats_curl_setopt_long(handle, option, value) }

    /// A string option: libcurl keeps its own copy.
    @discardableResult
    func set(_ option: Int32, _ value: String) -> Int32 { aichats_curl_setopt_pointer(handle, option, value) }

    func set(_ option: Int32, pointer: UnsafeRawPointer?) { aichats_curl_setopt_pointer(handle, option, pointer) }

    /// The request's header lines, kept until the handle is freed.
    func setHeaders(_ lines: [String]) {
        for line in lines { headerList = aichats_curl_slist_append(headerList, line) ?? headerList }
        set(CURLOPT_HTTPHEADER, pointer: headerList)
    }

    /// The request body, copied and kept until the handle is freed (libcurl reads it in place).
    func setBody(_ data: Data) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 1)
        copy.copyBytes(from: data)
        body = copy
        aichats_curl_setopt_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, Int64(data.count))
        set(CURLOPT_POSTFIELDS, pointer: copy.baseAddress)
    }

    func info(_ info: Int32) -> Int {
        var value = 0
        return aichats_curl_getinfo_long(handle, info, &value) == CURLE_OK ? value : 0
    }

    func text(_ info: Int32) -> String? {
        var value: UnsafePointer<CChar>?
        guard aichats_curl_getinfo_string(handle, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }
}
