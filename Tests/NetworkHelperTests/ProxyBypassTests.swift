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
}
