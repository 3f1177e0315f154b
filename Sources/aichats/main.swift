print("aichats")
