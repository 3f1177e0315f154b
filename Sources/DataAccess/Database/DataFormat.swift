import GRDB

/// The data format of a database: the number of its newest schema version (`vN-…`), which users
/// can compare between builds (`aichats --version` prints this build's). The ids themselves mean
/// nothing to a user.
extension AppSchema {
    /// The newest data format this build reads and writes.
    static let dataFormat = migrator.migrations.compactMap(dataFormat(of:)).max() ?? 0

    /// The N of a schema version named `vN` or `vN-…`; nil for any other name.
    static func dataFormat(of identifier: String) -> Int? {
        guard identifier.first == "v" else { return nil }
        let digits = identifier.dropFirst().prefix { $0.isASCII && $0.isNumber }
        let rest = identifier.dropFirst(1 + digits.count)
        guard !digits.isEmpty, rest.isEmpty || rest.first == "-" else { return nil }
        return Int(digits)
    }

    /// The data format of a database holding the schema versions `applied`: its newest one's.
    static func dataFormat(ofApplied applied: some Sequence<String>) -> Int? {
        applied.compactMap(dataFormat(of:)).max()
    }
}

extension AppDatabase {
    /// The data format this build reads and writes, such as 10: a database of a higher one was
    /// written by a newer aichats, one of a lower one is updated (a copy is kept first).
    public static var dataFormat: Int { AppSchema.dataFormat }
}
