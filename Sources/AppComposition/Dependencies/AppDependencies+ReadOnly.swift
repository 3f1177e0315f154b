import DataAccess
import Domain
import Presentation

extension AppDependencies {
    /// Why nothing can be saved in this session, said once as the app starts: the database was
    /// opened for reading only (a full disk, a read-only file). Nil while it takes writes.
    public var readOnlyNotice: Notice? {
        guard let failure = database?.readOnlyBecause else { return nil }
        return Notice(ReadOnlyDatabaseText.atStart(failure), isError: true)
    }

    /// Said once as the app starts when the database file was empty (0 bytes, cut short by a
    /// crash or a bad copy): the app starts anew as on a first start, and the user should know
    /// their data is gone rather than hidden. Nil otherwise.
    public var emptyDatabaseNotice: Notice? {
        guard database?.wasEmpty == true else { return nil }
        return Notice("\(AppDatabase.fileName) was empty (0 bytes); starting anew", isError: true)
    }
}
