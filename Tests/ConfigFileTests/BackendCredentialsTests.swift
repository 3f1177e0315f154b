import Foundation
import TestSupport
import Testing
@testable import ConfigFile

/// How a backend's credentials reach its server besides `Authorization: Bearer`: `key_header`
/// (Azure's `api-key`), and a password in `base_url` (nginx's basic auth), which is a key too.
@Suite struct BackendCredentialsTests {
    static func backend(_ lines: String) -> String {
        "[backends.a]\nbase_url = \"https://gateway.example/openai/v1\"\nmodel = \"gpt-4o\"\n" + lines
    }

    @Test func keyHeaderNamesTheHeaderTheKeyGoesIn() throws {
        let config = try ConfigParser.parse(Self.backend("api_key_env = \"AZURE_KEY\"\nkey_header = \"api-key\"\n"), file: "c.toml")
        #expect(config.backends.first?.keyHeader == "api-key")
        let bearer = try ConfigParser.parse(Self.backend("key_header = \"Authorization\"\n"), file: "c.toml")
        #expect(bearer.backends.first?.keyHeader == nil, "Authorization is where the key goes as a bearer token anyway")
    }

    @Test(arguments: [
        ("key_header = \"api key\"\n", "must be a header name, e.g. key_header = \"api-key\""),
        ("key_header = \"\"\n", "must be a header name, e.g. key_header = \"api-key\""),
        ("key_header = \"api-key:\"\n", "must be a header name, e.g. key_header = \"api-key\""),
        ("key_header = \"Content-Type\"\n", "names a header every request sets itself; name the one the server reads "
            + "the key from, e.g. key_header = \"api-key\""),
    ])
    func aKeyHeaderThatIsNoHeaderNameIsRefused(_ line: String, _ problem: String) throws {
        #expect(throws: ConfigError(file: "c.toml", line: 4, key: "backends.a.key_header", problem: problem)) {
            try ConfigParser.parse(Self.backend(line), file: "c.toml")
        }
    }

    /// A password in base_url makes the file a secret, as `api_key` does.
    @Test func aPasswordInTheAddressOfAFileOthersCanReadIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("[backends.a]\nbase_url = \"http://alice:s3cret@192.0.2.10:8080/v1\"\nmodel = \"m\"\n", to: "config.toml")
        let path = folder.path("config.toml")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(throws: ConfigError(
            file: path, problem: "holds a password in base_url but others can read it (mode 644); run: chmod 600 \(path)")) {
            try ConfigLoader.load(folder.file("config.toml"))
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let config = try #require(try ConfigLoader.load(folder.file("config.toml")))
        #expect(config.backends.first?.displayURL == "http://***@192.0.2.10:8080/v1")
    }

    /// A user name alone, or an empty password, is no secret of the file.
    @Test(arguments: ["http://alice@192.0.2.10/v1", "http://alice:@192.0.2.10/v1", "http://192.0.2.10/v1"])
    func anAddressWithoutAPasswordHoldsNoKey(_ base: String) throws {
        let config = try ConfigParser.parse("[backends.a]\nbase_url = \"\(base)\"\nmodel = \"m\"\n", file: "c.toml")
        #expect(!config.holdsKey)
        #expect(config.backends.first?.sendsSecret == false)
    }
}
