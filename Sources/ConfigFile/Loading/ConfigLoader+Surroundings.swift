import Foundation

extension ConfigLoader {
    /// What else could change an `api_key_command` into any command run as the user: the script
    /// it runs (its first word, when that is a path) and the folder above `aichats/`
    /// (`XDG_CONFIG_HOME`), from which others could rename `aichats/` and put their own in its place.
    static func checkKeyCommandSurroundings(
        _ config: AppConfig, file: String, home: String? = ProcessInfo.processInfo.environment["HOME"]
    ) throws(ConfigError) {
        guard config.runsKeyCommand else { return }
        for script in config.keyCommands.compactMap({ KeyCommandText.script(of: $0, home: home) }) {
            if let owner = owner(of: script), !isTrusted(owner: owner, user: getuid()) {
                throw ConfigError(
                    file: file,
                    problem: "holds api_key_command whose script \(script) belongs to another user (\(userName(owner))), who "
                        + "could make it run any command as you; make it yours (chown) or move it away")
            }
            if let mode = permissions(of: script), mode & 0o022 != 0 {
                throw ConfigError(
                    file: file,
                    problem: String(
                        format: "holds api_key_command whose script %@ others can change (mode %03o), and so run any "
                            + "command as you; ", script, mode) + fixAdvice(script, "chmod go-w"))
            }
        }
        let above = ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        if let mode = permissions(of: above), mode & 0o002 != 0, mode & Int(S_ISVTX) == 0 {
            throw ConfigError(
                file: file,
                problem: String(
                    format: "holds api_key_command but the folder above it, %@, lets anyone replace its folder (mode %03o), "
                        + "and so run any command as you; ", above, mode)
                    + fixAdvice(above, "chmod o-w", otherwise: "set XDG_CONFIG_HOME to a folder of your own"))
        }
    }

    /// "run: chmod 600 PATH" for a file of the user's; for one of another user's, who alone
    /// can change its mode (root can change any), what the database's notice says of such a file (`LooseFile`).
    static func fixAdvice(
        _ path: String, _ command: String, otherwise: String = "replace it with a copy of your own",
        owner: uid_t? = nil, user: uid_t = geteuid()
    ) -> String {
        guard let owner = owner ?? self.owner(of: path), owner != user, user != 0 else { return "run: \(command) \(path)" }
        let name = userName(owner)
        return "only its owner (\(name)) can change that: have \(name) run \(command) on it, or \(otherwise)"
    }

    /// The login name of `uid`, or "uid N" when the system has none.
    static func userName(_ uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "uid \(uid)" }
        return String(cString: name)
    }
}
