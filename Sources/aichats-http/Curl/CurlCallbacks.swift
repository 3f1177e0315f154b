import CCurl

/// libcurl's callbacks: C functions that find their `CurlTransfer` in the context pointer.
enum CurlCallbacks {
    static func install(on easy: CurlEasy, context: UnsafeMutableRawPointer) {
        aichats_curl_setopt_data_function(easy.handle, CURLOPT_HEADERFUNCTION, header)
        easy.set(CURLOPT_HEADERDATA, pointer: context)
        aichats_curl_setopt_data_function(easy.handle, CURLOPT_WRITEFUNCTION, body)
        easy.set(CURLOPT_WRITEDATA, pointer: context)
        aichats_curl_setopt_progress_function(easy.handle, CURLOPT_XFERINFOFUNCTION, progress)
        easy.set(CURLOPT_XFERINFODATA, pointer: context)
        easy.set(CURLOPT_NOPROGRESS, 0)
    }

    private static func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer? {
        context.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Returning another count than the one given stops the transfer.
    private static let header: aichats_curl_data_function = { data, size, count, context in
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        let line = String(decoding: bytes, as: UTF8.self)
        return transfer(context)?.received(headerLine: line) == true ? size * count : 0
    }

    private static let body: aichats_curl_data_function = { data, size, count, context in
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        return transfer(context)?.received(body: bytes) == true ? size * count : 0
    }

    private static let progress: aichats_curl_progress_function = { context, _, downloaded, _, uploaded in
        transfer(context)?.progressed(downloaded: downloaded, uploaded: uploaded) == true ? 0 : 1
    }
}
