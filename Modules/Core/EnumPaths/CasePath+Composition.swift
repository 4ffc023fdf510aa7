extension CasePath {
  /// A case path that reaches `next` inside the payload of this one: the case of a case.
  ///
  /// A coordinator nested in another reaches its screens through two enums; appending keeps
  /// that path one value.
  public func appending<Next>(_ next: CasePath<Value, Next>) -> CasePath<Root, Next> {
    CasePath<Root, Next>(
      { self.embed(next.embed($0)) },
      extract: { root in self.extract(root).flatMap(next.extract) }
    )
  }
}
