/// Checks the `[feeds]` table.
enum FeedsParser {
    static let keys = ["max_items"]

    static func parse(_ table: ConfigTable?) throws(ConfigError) -> FeedsConfig {
        guard let table else { return FeedsConfig() }
        try table.requireOnly(keys)
        var feeds = FeedsConfig()
        if let maximum = try table.integer("max_items") {
            guard maximum >= 0 else { throw table.error("max_items", "must be 0 (keep every item) or more, not \(maximum)") }
            feeds.maxItems = maximum
        }
        return feeds
    }
}
