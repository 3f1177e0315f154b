import Foundation
import TOMLKit

/// Reads the text of `config.toml` with TOMLKit and checks it into an `AppConfig`: a syntax
/// error, an unknown key anywhere, a value of the wrong type or out of range, and a
/// `default_backend` that names no backend each stop with a `ConfigError`. Nothing is ignored.
public enum ConfigParser {
    static let topLevelKeys = ["default_backend", "backends", "ui", "feeds"]

    /// The checked configuration in `source`; `file` is the path the errors name.
    public static func parse(_ source: String, file: String) throws(ConfigError) -> AppConfig {
        let root: TOMLTable
        do {
            root = try TOMLTable(string: source)
        } catch let error as TOMLParseError {
            let number = error.source.begin.line
            let line = source.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(max(0, number - 1)).first
            throw ConfigError(file: file, line: number, problem: "syntax error: "
                + TOMLSyntaxError.explained(error.description, line: line.map(String.init)))
        } catch {
            throw ConfigError(file: file, problem: "syntax error: \(error)")
        }
        let context = ConfigParseContext(file: file, locator: KeyLineLocator(source: source))
        let top = ConfigTable(table: root, path: [], context: context)
        let tables = [("ui", UIParser.keys), ("feeds", FeedsParser.keys), ("backends.NAME", BackendParser.keys)]
        try top.requireOnly(topLevelKeys, belongsIn: Dictionary(tables.flatMap { name, keys in keys.map { ($0, name) } }) { first, _ in first })
        let backends = try parseBackends(top.subtable("backends"))
        let ui = try UIParser.parse(top.subtable("ui"))
        let feeds = try FeedsParser.parse(top.subtable("feeds"))
        let defaultBackend = try top.string("default_backend")
        try checkDefault(defaultBackend, among: backends.map(\.name), in: top)
        return AppConfig(defaultBackend: defaultBackend, backends: backends, ui: ui, feeds: feeds)
    }

    private static func parseBackends(_ table: ConfigTable?) throws(ConfigError) -> [BackendConfig] {
        guard let table else { return [] }
        var backends: [BackendConfig] = []
        // In the order of the file, so the first problem reported is the first one written.
        let names = table.table.keys.sorted {
            (table.context.line(of: table.path + [$0]) ?? .max) < (table.context.line(of: table.path + [$1]) ?? .max)
        }
        for name in names {
            guard let backend = try table.subtable(name) else { continue }
            guard name != AppConfig.offlineBackendName else {
                throw table.context.error(
                    at: backend.path, "\"\(name)\" is the built-in offline persona; give this backend another name")
            }
            backends.append(try BackendParser.parse(backend, name: name))
        }
        return backends
    }

    private static func checkDefault(_ name: String?, among names: [String], in top: ConfigTable) throws(ConfigError) {
        let listed = names.sorted().joined(separator: ", ")
        if let name {
            guard names.contains(name) || name == AppConfig.offlineBackendName else {
                let known = names.isEmpty ? "no [backends.NAME] table is defined" : "the backends are \(listed) (and offline)"
                throw top.error("default_backend", "names no backend \"\(name)\"; \(known)")
            }
        } else if names.count > 1 {
            throw ConfigError(
                file: top.context.file, key: "default_backend",
                problem: "is missing; with several backends, say which answers, e.g. default_backend = \"\(names.sorted()[0])\" (one of \(listed))")
        }
    }
}
