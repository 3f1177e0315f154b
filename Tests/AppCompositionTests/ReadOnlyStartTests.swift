@testable import AppComposition
@testable import DataAccess
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

/// A full disk at start: the app opens what is stored for reading and says once why nothing it
/// changes is saved.
@Suite("A full disk at start")
struct ReadOnlyStartTests {
    @Test func theAppSaysOnceThatNothingIsSavedUntilSpaceIsFreed() throws {
        let folder = try TemporaryFolder()
        try AppDatabase(path: folder.path()).close()
        var deps = AppDependencies.mock
        deps.database = try AppDatabase(path: folder.path(), busyTimeout: 1, readOnlyWhenUnwritable: true) { path, _ throws(DatabaseOpenError) in
            throw .diskFull(path: path)
        }
        #expect(deps.readOnlyNotice == Notice(
            "Opened read-only, as the disk is full: your data shows, but nothing you change is saved until you free "
                + "some space and start aichats again.", isError: true))
    }

    @Test func aFileThatMayNotBeWrittenSaysHowToMakeItWritable() throws {
        let folder = try TemporaryFolder()
        try AppDatabase(path: folder.path()).close()
        var deps = AppDependencies.mock
        deps.database = try AppDatabase(path: folder.path(), busyTimeout: 1, readOnlyWhenUnwritable: true) { path, _ throws(DatabaseOpenError) in
            throw .notWritable(path: path, reason: "the file is read-only")
        }
        #expect(deps.readOnlyNotice == Notice(
            "Opened read-only, as the database file or its folder is read-only: your data shows, but nothing you change "
                + "is saved until you make it writable (chmod u+w) and start aichats again.", isError: true))
    }

    /// `aichats refresh` says it in the same sentence, as it stops before fetching.
    @Test func aRefreshSaysItAsTheAppDoes() {
        #expect(ReadOnlyDatabaseText.refresh(.diskFull)
            == "Opened read-only, as the disk is full: nothing was fetched, as nothing is saved until you free some space "
            + "and run aichats refresh again.")
    }

    @Test func aDatabaseThatTakesWritesSaysNothing() throws {
        let folder = try TemporaryFolder()
        var deps = AppDependencies.mock
        deps.database = try AppDatabase(path: folder.path())
        #expect(deps.readOnlyNotice == nil)
    }
}
