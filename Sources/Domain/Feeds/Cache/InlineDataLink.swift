import Foundation

/// A `data:` link (an inline picture in a newsletter's HTML) as the Links lists name it: its
/// type and size, never its text, which runs to hundreds of lines of base64 and cannot be
/// opened anyway.
public enum InlineDataLink {
    /// "(inline image, image/png, 3 KB)" for a `data:` link, nil for any other link.
    public static func label(for link: String) -> String? {
        guard link.prefix(5).lowercased() == "data:" else { return nil }
        let rest = link.dropFirst(5)
        let header = rest.prefix { $0 != "," }
        let payload = rest.dropFirst(header.count + 1)
        let parameters = header.split(separator: ";")
        let type = parameters.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let isBase64 = parameters.dropFirst().contains { $0.lowercased() == "base64" }
        let bytes = isBase64 ? payload.utf8.count * 3 / 4 : payload.utf8.count
        let kind = type.hasPrefix("image/") ? "inline image" : "inline data"
        return "(\(kind), \(type.isEmpty ? "text/plain" : type), \(size(bytes)))"
    }

    /// "900 bytes", "3 KB", "1.2 MB": enough to tell a tracking pixel from a chart.
    static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\((bytes + 500) / 1000) KB" }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
