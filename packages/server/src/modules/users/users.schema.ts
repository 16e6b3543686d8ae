export const usersSchema = /* GraphQL */ `
  enum Role {
    ADMIN
    USER
  }
  type User {
    id: ID!
    username: String!
    role: Role!
    disabled: Boolean!
    createdAt: String!
  }
  input UserWhereUniqueInput {
    id: ID!
  }
  input UserCreateInput {
    username: String!
    password: String!
    role: Role!
  }
  input UserUpdateInput {
    role: Role
    password: String
    disabled: Boolean
  }
  extend type Query {
    "ADMIN only"
    users: [User!]!
  }
  extend type Mutation {
    "ADMIN only"
    createUser(data: UserCreateInput!): User!
    "ADMIN only"
    updateUser(where: UserWhereUniqueInput!, data: UserUpdateInput!): User!
    "ADMIN only; never yourself"
    deleteUser(where: UserWhereUniqueInput!): User!
  }
`;
