import Foundation
import Testing
@testable import aichats_http

@Suite struct ProxyBypassTests {
    @Test("this machine is added to the hosts no_proxy names", arguments: [
        ([:], "localhost,127.0.0.1,::1"),
        (["no_proxy": "intranet.example, .corp"], "intranet.example,.corp,localhost,127.0.0.1,::1"),
        (["NO_PROXY": "localhost,10.0.0.1"], "localhost,10.0.0.1,127.0.0.1,::1"),
        (["no_proxy": "*"], "*"),
    ])
    func hosts(environment: [String: String], expected: String) {
        #expect(ProxyBypass.hosts(environment: environment) == expected)
    }

    @Test("the proxy libcurl uses for an address, as its variables say", arguments: [
        ("http://feeds.example/a", ["http_proxy": "http://p:1"], "http://p:1"),
        ("http://feeds.example/a", ["HTTP_PROXY": "http://p:1"], nil),
        ("https://feeds.example/a", ["HTTPS_PROXY": "http://p:2"], "http://p:2"),
        ("https://feeds.example/a", ["http_proxy": "http://p:1"], nil),
        ("http://feeds.example/a", ["all_proxy": "http://p:3"], "http://p:3"),
        ("http://127.0.0.1:8080/v1", ["all_proxy": "http://p:3"], nil),
        ("http://[::1]:8080/v1", ["all_proxy": "http://p:3"], nil),
        ("http://news.corp.example/a", ["all_proxy": "http://p:3", "no_proxy": ".corp.example"], nil),
        ("http://news.corp.example/a", ["all_proxy": "http://p:3", "no_proxy": "*"], nil),
    ] as [(String, [String: String], String?)])
    func proxy(address: String, environment: [String: String], expected: String?) throws {
        #expect(ProxyBypass.proxy(for: try #require(URL(string: address)), environment: environment) == expected)
    }
}
