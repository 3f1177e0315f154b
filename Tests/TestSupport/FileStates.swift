import Foundation

/// Every file of `folder`, sorted, with its size, permissions, modification time and a hash of
/// its bytes: compare two to show that nothing there was made or changed.
public func fileStates(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
        let path = folder.appendingPathComponent(name).path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(name) \(bytes.count) \(attributes[.posixPermissions] ?? 0) \(time) \(bytes.hashValue)"
    }
}
