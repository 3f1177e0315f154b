import AppComposition
import Foundation
import TestSupport
import Testing

/// A password in `base_url` (`http://alice:s3cret@host/v1`, nginx's basic auth in front of a
/// local server) goes with every request: `config check` and `config show` say a secret is set,
/// masked, and warn when it would cross the network unencrypted, as for a key.
@Suite struct BaseURLPasswordTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func checkNamesThePasswordAndWarnsOfPlainHTTP() throws {
        try folder.writeConfig("""
            default_backend = "lan"
            [backends.lan]
            base_url = "http://alice:s3cret@192.0.2.10:8080/v1"
            model = "m"
            [backends.local]
            base_url = "http://bob:pw@127.0.0.1:8080/v1"
            model = "m"
            api_key_env = "LOCAL_KEY"
            """, mode: 0o600)
        let summary = try ConfigCheck.run(environment: folder.homeEnvironment(["LOCAL_KEY": "sk-local"]))
        #expect(summary.contains("\nbackend lan (answers): m at http://***@192.0.2.10:8080/v1, key: the password in base_url\n"))
        #expect(summary.contains("\nbackend local: m at http://***@127.0.0.1:8080/v1, key: the variable LOCAL_KEY and the "
            + "password in base_url\n"))
        #expect(summary.contains("\nwarning: backend lan sends the password in its base_url over plain http to 192.0.2.10, "
            + "not this machine: the password would travel unencrypted; use https\n"))
        #expect(!summary.contains("warning: backend local"))
        #expect(!summary.contains("s3cret") && !summary.contains("alice"))
    }

    @Test func showGivesTheKeyHeader() throws {
        try folder.writeConfig("""
            [backends.azure]
            base_url = "https://gateway.example/openai/v1"
            model = "gpt-4o"
            api_key_env = "AZURE_KEY"
            key_header = "api-key"
            """)
        let environment = folder.homeEnvironment()
        let shown = try ConfigShow.text(try ChatSettings.read(environment: environment), environment: environment)
        #expect(shown.contains("\napi_key_env = \"AZURE_KEY\"\nkey_header = \"api-key\"\n"))
    }
}
