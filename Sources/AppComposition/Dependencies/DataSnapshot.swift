import DataAccess
import Foundation

/// The user's data for `aichats render`, read from a private copy of the database so that the
/// data folder is only read: nothing in it is created or changed, not even SQLite's `-wal` and
/// `-shm` files, and an older schema is migrated in the copy only (with no second copy kept
/// beside it: the user's file is the one as it was).
public final class DataSnapshot {
    /// The app's services over the copy.
    public let deps: AppDependencies
    private let copyFolder: URL

    private init(deps: AppDependencies, copyFolder: URL) {
        self.deps = deps
        self.copyFolder = copyFolder
    }

    deinit { try? FileManager.default.removeItem(at: copyFolder) }

    /// The data in `dataFolder`, or nil when it holds no database. The copy goes in a new folder
    /// inside `scratch`, removed when the snapshot goes. The error's message names the user's
    /// file, never the copy, and `folderSetting` as the way to choose another folder; a wrong
    /// setting keeps its exit code.
    public static func open(
        dataFolder: URL, scratch: URL = FileManager.default.temporaryDirectory, launchedAt: Date = Date(),
        folderSetting: String = "--data-dir"
    ) throws(StartupFailure) -> DataSnapshot? {
        let database = dataFolder.appendingPathComponent(AppDatabase.fileName)
        do {
            // Before looking for the file: a link that leads nowhere is no file there, but is not "no data" either.
            try AppDatabase.requireFile(at: database.path)
        } catch {
            throw StartupFailure(message: error.message(folderSetting: folderSetting))
        }
        guard FileManager.default.fileExists(atPath: database.path) else { return nil }
        let copy = scratch.appendingPathComponent("aichats-render-\(UUID().uuidString)", isDirectory: true)
        // Chats are private: the copy is the user's alone.
        guard mkdir(copy.path, 0o700) == 0 else {
            throw StartupFailure(message: "cannot make a folder in \(copy.deletingLastPathComponent().path) to read \(database.path)")
        }
        do {
            // The log before the database: a checkpoint in between then only repeats pages the
            // database already holds.
            for suffix in ["-wal", ""] { try copyIfPresent(database.path + suffix, into: copy) }
            // The settings without any key: a render sends nothing, so no api_key_command runs.
            let environment = ProcessInfo.processInfo.environment
            let deps = try AppDependencies.live(
                dataFolder: copy, launchedAt: launchedAt, environment: environment,
                settings: ChatSettings.read(environment: environment), folderSetting: folderSetting,
                keepingCopyBeforeUpdate: false)
            return DataSnapshot(deps: deps, copyFolder: copy)
        } catch {
            try? FileManager.default.removeItem(at: copy)
            let failure = error as? StartupFailure
            let message = failure?.message ?? "\(database.path) could not be read (\(error.localizedDescription))"
            throw StartupFailure(
                message: message.replacingOccurrences(of: copy.appendingPathComponent(AppDatabase.fileName).path, with: database.path),
                exitCode: failure?.exitCode ?? 1)
        }
    }

    private static func copyIfPresent(_ path: String, into folder: URL) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        let target = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
        try FileManager.default.copyItem(atPath: path, toPath: target.path)
        chmod(target.path, 0o600)
    }
}
