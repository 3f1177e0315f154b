/// What the feed server saw: the requests, and how many were being answered at once.
struct FeedServerLog: Sendable {
    var requests: [FeedServerRequest] = []
    var running: [String: Int] = [:]
    var mostAtOnce = 0
    var mostAtOncePerHost = 0

    mutating func begin(_ request: FeedServerRequest) {
        requests.append(request)
        let host = request.headers["host"] ?? ""
        running[host, default: 0] += 1
        mostAtOnce = max(mostAtOnce, running.values.reduce(0, +))
        mostAtOncePerHost = max(mostAtOncePerHost, running[host] ?? 0)
    }

    mutating func end(_ request: FeedServerRequest) {
        running[request.headers["host"] ?? "", default: 1] -= 1
    }
}
