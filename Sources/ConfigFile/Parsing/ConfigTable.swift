import TOMLKit

/// One table of the file while it is checked: typed reads that fail with the file, the line and
/// the dotted key named, and the check that no key is unknown.
struct ConfigTable {
    let table: TOMLTable
    /// The table's own path (`backends`, `local`), empty for the top level.
    let path: [String]
    let context: ConfigParseContext

    /// Refuses any key not in `known`, naming the first one in the order of the file, and the
    /// table it belongs in when `belongsIn` knows one (`mouse` written above `[ui]`).
    func requireOnly(_ known: [String], belongsIn: [String: String] = [:]) throws(ConfigError) {
        let unknown = table.keys.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return }
        let first = unknown.min { (context.line(of: path + [$0]) ?? .max) < (context.line(of: path + [$1]) ?? .max) }
        let key = first ?? unknown[0]
        let hint = belongsIn[key].map { "; \(key) belongs in [\($0)]" } ?? ""
        throw context.error(at: path + [key], "unknown key; the keys here are \(known.joined(separator: ", "))\(hint)")
    }

    func string(_ key: String) throws(ConfigError) -> String? {
        guard let value = table[key] else { return nil }
        guard let text = value.string else { throw wrongType(key, value, expected: "a string in quotes") }
        return text
    }

    func integer(_ key: String) throws(ConfigError) -> Int? {
        guard let value = table[key] else { return nil }
        guard let number = value.int else { throw wrongType(key, value, expected: "a whole number") }
        return number
    }

    func boolean(_ key: String) throws(ConfigError) -> Bool? {
        guard let value = table[key] else { return nil }
        guard let flag = value.bool else { throw wrongType(key, value, expected: "true or false") }
        return flag
    }

    /// A number, written with or without a fraction (`temperature = 1` is 1.0).
    func number(_ key: String) throws(ConfigError) -> Double? {
        guard let value = table[key] else { return nil }
        if let number = value.double { return number }
        if let whole = value.int { return Double(whole) }
        throw wrongType(key, value, expected: "a number")
    }

    func subtable(_ key: String) throws(ConfigError) -> ConfigTable? {
        guard let value = table[key] else { return nil }
        guard let inner = value.table else { throw wrongType(key, value, expected: "a table ([\((path + [key]).joined(separator: "."))])") }
        return ConfigTable(table: inner, path: path + [key], context: context)
    }

    /// A problem with the value of `key`.
    func error(_ key: String, _ problem: String) -> ConfigError {
        context.error(at: path + [key], problem)
    }

    private func wrongType(_ key: String, _ value: TOMLValueConvertible, expected: String) -> ConfigError {
        let found = value.type.description
        let article = found.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return error(key, "must be \(expected), not \(article) \(found)")
    }
}

/// What every table of one file shares: its path and where its keys are.
struct ConfigParseContext {
    let file: String
    let locator: KeyLineLocator

    func line(of path: [String]) -> Int? { locator.line(of: path) }

    func error(at path: [String], _ problem: String) -> ConfigError {
        ConfigError(file: file, line: line(of: path), key: path.joined(separator: "."), problem: problem)
    }
}
